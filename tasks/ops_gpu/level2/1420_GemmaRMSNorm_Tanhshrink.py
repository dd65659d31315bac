"""hf.GemmaRMSNorm -> Tanhshrink: synthesised by warpgym synth (seed 7, index 2274, transformers#2, dim 0 x1396)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> Tanhshrink"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)
        self.tanhshrink_1 = nn.Tanhshrink()

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = self.tanhshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(178688, 256)]


def get_init_inputs():
    return []
