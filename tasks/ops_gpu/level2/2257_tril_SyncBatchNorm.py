"""torch.tril -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 3580, torch#2, dim 0 x3128)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tril -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=512)

    def forward(self, x):
        x = torch.tril(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(800768, 512)]


def get_init_inputs():
    return []
