"""hf.GemmaRMSNorm -> RReLU: synthesised by warpgym synth (seed 7, index 2101, transformers#2, dim 0 x1417)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> RReLU"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(362752, 256)]


def get_init_inputs():
    return []
