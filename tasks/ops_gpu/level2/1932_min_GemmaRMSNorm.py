"""torch.min -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 3057, transformers#2, dim 0 x1995)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.min -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x, x1):
        x = torch.min(x, x1)
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(15960, 16, 32, 32), torch.randn(15960, 16, 32, 32)]


def get_init_inputs():
    return []
