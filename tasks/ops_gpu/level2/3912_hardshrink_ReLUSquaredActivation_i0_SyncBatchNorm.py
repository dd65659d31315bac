"""F.hardshrink -> hf.ReLUSquaredActivation -> torch.i0 -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 6164, transformers#4, dim 0 x800)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """F.hardshrink -> hf.ReLUSquaredActivation -> torch.i0 -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_1 = ReLUSquaredActivation()
        self.syncbatchnorm_3 = nn.SyncBatchNorm(num_features=512)

    def forward(self, x):
        x = F.hardshrink(x)
        x = self.relusquaredactivation_1(x)
        x = torch.i0(x)
        x = self.syncbatchnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(204800, 512)]


def get_init_inputs():
    return []
