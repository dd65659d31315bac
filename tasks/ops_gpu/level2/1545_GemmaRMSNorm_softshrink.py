"""hf.GemmaRMSNorm -> F.softshrink: synthesised by warpgym synth (seed 7, index 2469, transformers#2, dim 0 x3029)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> F.softshrink"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(12116, 32, 32, 32)]


def get_init_inputs():
    return []
