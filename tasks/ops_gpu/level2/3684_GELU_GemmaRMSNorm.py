"""GELU -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 5772, transformers#2, dim 0 x1294)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """GELU -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(20704, 32, 256)]


def get_init_inputs():
    return []
