"""SELU -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 5637, transformers#2, dim 0 x1945)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """SELU -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.selu_0(x)
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(15560, 16, 32, 32)]


def get_init_inputs():
    return []
