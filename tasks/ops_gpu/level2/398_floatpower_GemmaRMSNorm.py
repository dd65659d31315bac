"""torch.float_power -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 628, transformers#2, dim 0 x1874)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.float_power -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(29984, 32, 256)]


def get_init_inputs():
    return []
