"""Bilinear -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 8, index 369, transformers#2, dim 0 x583)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """Bilinear -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.bilinear_0 = nn.Bilinear(in1_features=32, in2_features=32, out_features=32)
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x, x1):
        x = self.bilinear_0(x, x1)
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(2332, 32, 32, 32), torch.randn(2332, 32, 32, 32)]


def get_init_inputs():
    return []
