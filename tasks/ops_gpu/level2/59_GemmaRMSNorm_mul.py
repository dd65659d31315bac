"""hf.GemmaRMSNorm -> torch.mul: synthesised by warpgym synth (seed 7, index 83, transformers#2, dim 0 x1311)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> torch.mul"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)

    def forward(self, x, x1):
        x = self.gemmarmsnorm_0(x)
        x = torch.mul(x, x1)
        return x


def get_inputs():
    return [torch.randn(41952, 128, 64), torch.randn(41952, 128, 64)]


def get_init_inputs():
    return []
