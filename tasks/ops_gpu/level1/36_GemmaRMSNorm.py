"""hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 503, transformers#1, dim 0 x4812)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        return x


def get_inputs():
    return [torch.randn(19248, 16, 8, 8, 8)]


def get_init_inputs():
    return []
