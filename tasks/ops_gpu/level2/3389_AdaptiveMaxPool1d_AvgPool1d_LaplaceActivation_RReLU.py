"""AdaptiveMaxPool1d -> AvgPool1d -> hf.LaplaceActivation -> RReLU: synthesised by warpgym synth (seed 7, index 5328, transformers#4, dim 0 x8650)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """AdaptiveMaxPool1d -> AvgPool1d -> hf.LaplaceActivation -> RReLU"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)
        self.laplaceactivation_2 = LaplaceActivation()
        self.rrelu_3 = nn.RReLU()

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = self.avgpool1d_1(x)
        x = self.laplaceactivation_2(x)
        x = self.rrelu_3(x)
        return x


def get_inputs():
    return [torch.randn(2214400, 256)]


def get_init_inputs():
    return []
