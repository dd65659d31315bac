"""SyncBatchNorm -> torch.heaviside: synthesised by warpgym synth (seed 9, index 731, torch#2, dim 0 x2443)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> torch.heaviside"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=256)

    def forward(self, x, x1):
        x = self.syncbatchnorm_0(x)
        x = torch.heaviside(x, x1)
        return x


def get_inputs():
    return [torch.randn(312704, 256), torch.randn(312704, 256)]


def get_init_inputs():
    return []
