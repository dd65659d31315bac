"""ConvTranspose1d -> ZeroPad2d -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 4284, torch#3, dim 0 x218)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose1d -> ZeroPad2d -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_0 = nn.ConvTranspose1d(in_channels=64, kernel_size=3, out_channels=128)
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=130)

    def forward(self, x):
        x = self.convtranspose1d_0(x)
        x = self.zeropad2d_1(x)
        x = self.syncbatchnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(3488, 64, 128)]


def get_init_inputs():
    return []
