"""F.softplus -> hf.GemmaRMSNorm -> torch.erfc -> torch.select: synthesised by warpgym synth (seed 7, index 2498, transformers#4, dim 0 x2079)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """F.softplus -> hf.GemmaRMSNorm -> torch.erfc -> torch.select"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = F.softplus(x)
        x = self.gemmarmsnorm_1(x)
        x = torch.erfc(x)
        x = torch.select(x, -1, 2)
        return x


def get_inputs():
    return [torch.randn(16632, 256, 128)]


def get_init_inputs():
    return []
