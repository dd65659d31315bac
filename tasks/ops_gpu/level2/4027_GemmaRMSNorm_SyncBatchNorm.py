"""hf.GemmaRMSNorm -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 6330, transformers#2, dim 0 x383)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(6128, 32, 256)]


def get_init_inputs():
    return []
