"""F.log_softmax -> SyncBatchNorm -> torch.moveaxis -> F.hardswish: synthesised by warpgym synth (seed 7, index 2820, torch#4, dim 0 x4021)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> SyncBatchNorm -> torch.moveaxis -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = F.log_softmax(x)
        x = self.syncbatchnorm_1(x)
        x = torch.moveaxis(x, 2, 1)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(16084, 32, 32, 32)]


def get_init_inputs():
    return []
