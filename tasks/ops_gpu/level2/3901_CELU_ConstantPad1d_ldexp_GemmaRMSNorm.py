"""CELU -> ConstantPad1d -> torch.ldexp -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 6143, transformers#4, dim 0 x163)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """CELU -> ConstantPad1d -> torch.ldexp -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)
        self.gemmarmsnorm_3 = GemmaRMSNorm(dim=1)

    def forward(self, x, x1):
        x = self.celu_0(x)
        x = self.constantpad1d_1(x)
        x = torch.ldexp(x, x1)
        x = self.gemmarmsnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(1304, 256, 128), torch.randn(1304, 256, 130)]


def get_init_inputs():
    return []
