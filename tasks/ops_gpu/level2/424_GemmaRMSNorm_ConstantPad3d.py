"""hf.GemmaRMSNorm -> ConstantPad3d: synthesised by warpgym synth (seed 7, index 674, transformers#2, dim 0 x1619)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = self.constantpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(25904, 32, 16, 16)]


def get_init_inputs():
    return []
