"""BatchNorm1d -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 443, transformers#2, dim 0 x1069)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """BatchNorm1d -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=1024)
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(68416, 1024)]


def get_init_inputs():
    return []
