"""hf.GemmaRMSNorm -> torch.subtract: synthesised by warpgym synth (seed 7, index 951, transformers#2, dim 0 x5516)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> torch.subtract"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)

    def forward(self, x, x1):
        x = self.gemmarmsnorm_0(x)
        x = torch.subtract(x, x1)
        return x


def get_inputs():
    return [torch.randn(706048, 256), torch.randn(706048, 256)]


def get_init_inputs():
    return []
