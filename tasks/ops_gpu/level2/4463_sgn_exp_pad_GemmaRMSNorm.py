"""torch.sgn -> torch.exp -> F.pad -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 8, index 38, transformers#4, dim 0 x1569)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.sgn -> torch.exp -> F.pad -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_3 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = torch.sgn(x)
        x = torch.exp(x)
        x = F.pad(x, pad=[1, 1])
        x = self.gemmarmsnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(12552, 64, 16, 16)]


def get_init_inputs():
    return []
