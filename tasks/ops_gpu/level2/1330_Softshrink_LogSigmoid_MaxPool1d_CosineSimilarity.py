"""Softshrink -> LogSigmoid -> MaxPool1d -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 2133, torch#4, dim 0 x323)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> LogSigmoid -> MaxPool1d -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.logsigmoid_1 = nn.LogSigmoid()
        self.maxpool1d_2 = nn.MaxPool1d(kernel_size=3)
        self.cosinesimilarity_3 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.softshrink_0(x)
        x = self.logsigmoid_1(x)
        x = self.maxpool1d_2(x)
        x = self.cosinesimilarity_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(165376, 256), torch.randn(165376, 85)]


def get_init_inputs():
    return []
