"""F.pairwise_distance -> MaxPool1d -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 4725, transformers#3, dim 0 x602)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """F.pairwise_distance -> MaxPool1d -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)
        self.gemmarmsnorm_2 = GemmaRMSNorm(dim=1)

    def forward(self, x, x1):
        x = F.pairwise_distance(x, x1)
        x = self.maxpool1d_1(x)
        x = self.gemmarmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(9632, 32, 256), torch.randn(9632, 32, 256)]


def get_init_inputs():
    return []
