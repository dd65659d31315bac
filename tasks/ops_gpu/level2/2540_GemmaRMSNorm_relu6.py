"""hf.GemmaRMSNorm -> F.relu6: synthesised by warpgym synth (seed 7, index 4024, transformers#2, dim 0 x569)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> F.relu6"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(9104, 32, 256)]


def get_init_inputs():
    return []
