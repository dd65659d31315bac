"""hf.GemmaRMSNorm -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 2629, transformers#2, dim 0 x3935)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(15740, 32, 32, 32)]


def get_init_inputs():
    return []
