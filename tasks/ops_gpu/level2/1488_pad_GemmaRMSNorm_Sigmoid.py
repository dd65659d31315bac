"""F.pad -> hf.GemmaRMSNorm -> Sigmoid: synthesised by warpgym synth (seed 7, index 2378, transformers#3, dim 0 x485)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """F.pad -> hf.GemmaRMSNorm -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)
        self.sigmoid_2 = nn.Sigmoid()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = self.gemmarmsnorm_1(x)
        x = self.sigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(124160, 512)]


def get_init_inputs():
    return []
