"""torch.subtract -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 4101, transformers#2, dim 0 x7767)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.subtract -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x, x1):
        x = torch.subtract(x, x1)
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(15534, 8, 8, 16, 16), torch.randn(15534, 8, 8, 16, 16)]


def get_init_inputs():
    return []
