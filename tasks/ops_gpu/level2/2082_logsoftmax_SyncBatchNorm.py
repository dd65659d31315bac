"""F.log_softmax -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 3281, torch#2, dim 0 x1835)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=1024)

    def forward(self, x):
        x = F.log_softmax(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(117440, 1024)]


def get_init_inputs():
    return []
