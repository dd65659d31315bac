"""MaxPool1d -> AdaptiveAvgPool1d -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 589, torch#3, dim 0 x4886)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> AdaptiveAvgPool1d -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.adaptiveavgpool1d_1 = nn.AdaptiveAvgPool1d(output_size=4)
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = self.adaptiveavgpool1d_1(x)
        x = self.syncbatchnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(78176, 32, 256)]


def get_init_inputs():
    return []
