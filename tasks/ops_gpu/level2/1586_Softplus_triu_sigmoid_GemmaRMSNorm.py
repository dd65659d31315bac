"""Softplus -> torch.triu -> F.sigmoid -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 2521, transformers#4, dim 0 x520)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """Softplus -> torch.triu -> F.sigmoid -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.gemmarmsnorm_3 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.softplus_0(x)
        x = torch.triu(x)
        x = F.sigmoid(x)
        x = self.gemmarmsnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(266240, 256)]


def get_init_inputs():
    return []
