"""hf.GemmaRMSNorm -> torch.asinh: synthesised by warpgym synth (seed 9, index 426, transformers#2, dim 0 x534)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> torch.asinh"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(136704, 512)]


def get_init_inputs():
    return []
