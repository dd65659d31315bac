"""Conv1d -> BatchNorm1d -> Threshold -> Softshrink -> torch.fliplr: synthesised by warpgym synth (seed 7, index 1853, torch#5, dim 0 x16)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv1d -> BatchNorm1d -> Threshold -> Softshrink -> torch.fliplr"""

    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(in_channels=32, kernel_size=3, out_channels=256)
        self.batchnorm1d_1 = nn.BatchNorm1d(num_features=256)
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)
        self.softshrink_3 = nn.Softshrink()

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.batchnorm1d_1(x)
        x = self.threshold_2(x)
        x = self.softshrink_3(x)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(256, 32, 256)]


def get_init_inputs():
    return []
