"""torch.copysign -> AdaptiveMaxPool1d -> Threshold -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 1520, transformers#4, dim 0 x946)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.copysign -> AdaptiveMaxPool1d -> Threshold -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)
        self.laplaceactivation_3 = LaplaceActivation()

    def forward(self, x, x1):
        x = torch.copysign(x, x1)
        x = self.adaptivemaxpool1d_1(x)
        x = self.threshold_2(x)
        x = self.laplaceactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(15136, 32, 256), torch.randn(15136, 32, 256)]


def get_init_inputs():
    return []
