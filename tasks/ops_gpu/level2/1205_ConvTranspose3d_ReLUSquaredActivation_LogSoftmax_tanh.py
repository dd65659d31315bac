"""ConvTranspose3d -> hf.ReLUSquaredActivation -> LogSoftmax -> F.tanh: synthesised by warpgym synth (seed 7, index 1951, transformers#4, dim 0 x4187)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """ConvTranspose3d -> hf.ReLUSquaredActivation -> LogSoftmax -> F.tanh"""

    def __init__(self):
        super().__init__()
        self.convtranspose3d_0 = nn.ConvTranspose3d(in_channels=16, kernel_size=3, out_channels=8)
        self.relusquaredactivation_1 = ReLUSquaredActivation()
        self.logsoftmax_2 = nn.LogSoftmax()

    def forward(self, x):
        x = self.convtranspose3d_0(x)
        x = self.relusquaredactivation_1(x)
        x = self.logsoftmax_2(x)
        x = F.tanh(x)
        return x


def get_inputs():
    return [torch.randn(16748, 16, 8, 8, 8)]


def get_init_inputs():
    return []
