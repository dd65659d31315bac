"""hf.GemmaRMSNorm -> torch.i0: synthesised by warpgym synth (seed 7, index 730, transformers#2, dim 0 x3852)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> torch.i0"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = torch.i0(x)
        return x


def get_inputs():
    return [torch.randn(986112, 256)]


def get_init_inputs():
    return []
