"""RMSNorm -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 3404, transformers#2, dim 0 x2096)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """RMSNorm -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=32)
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(8384, 32, 32, 32)]


def get_init_inputs():
    return []
