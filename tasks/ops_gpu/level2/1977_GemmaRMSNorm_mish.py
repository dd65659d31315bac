"""hf.GemmaRMSNorm -> F.mish: synthesised by warpgym synth (seed 7, index 3119, transformers#2, dim 0 x1126)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> F.mish"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(4504, 32, 32, 32)]


def get_init_inputs():
    return []
