"""InstanceNorm1d -> ZeroPad1d -> ConvTranspose1d: synthesised by warpgym synth (seed 8, index 21, torch#3, dim 0 x208)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> ZeroPad1d -> ConvTranspose1d"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=128)
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)
        self.convtranspose1d_2 = nn.ConvTranspose1d(in_channels=256, kernel_size=3, out_channels=130)

    def forward(self, x):
        x = self.instancenorm1d_0(x)
        x = self.zeropad1d_1(x)
        x = self.convtranspose1d_2(x)
        return x


def get_inputs():
    return [torch.randn(1664, 256, 128)]


def get_init_inputs():
    return []
