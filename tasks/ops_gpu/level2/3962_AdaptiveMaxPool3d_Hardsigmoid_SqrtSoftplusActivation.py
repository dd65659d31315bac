"""AdaptiveMaxPool3d -> Hardsigmoid -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 6237, transformers#3, dim 0 x7279)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """AdaptiveMaxPool3d -> Hardsigmoid -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_0 = nn.AdaptiveMaxPool3d(output_size=4)
        self.hardsigmoid_1 = nn.Hardsigmoid()
        self.sqrtsoftplusactivation_2 = SqrtSoftplusActivation()

    def forward(self, x):
        x = self.adaptivemaxpool3d_0(x)
        x = self.hardsigmoid_1(x)
        x = self.sqrtsoftplusactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(29116, 32, 32, 32)]


def get_init_inputs():
    return []
