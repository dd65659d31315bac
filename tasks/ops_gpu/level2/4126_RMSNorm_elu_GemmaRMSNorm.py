"""RMSNorm -> F.elu -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 6486, transformers#3, dim 0 x649)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """RMSNorm -> F.elu -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=512)
        self.gemmarmsnorm_2 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = F.elu(x)
        x = self.gemmarmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(166144, 512)]


def get_init_inputs():
    return []
