"""torch.exp -> torch.nextafter -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 2898, transformers#3, dim 0 x879)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.exp -> torch.nextafter -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_2 = GemmaRMSNorm(dim=1)

    def forward(self, x, x1):
        x = torch.exp(x)
        x = torch.nextafter(x, x1)
        x = self.gemmarmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(14064, 32, 256), torch.randn(14064, 32, 256)]


def get_init_inputs():
    return []
