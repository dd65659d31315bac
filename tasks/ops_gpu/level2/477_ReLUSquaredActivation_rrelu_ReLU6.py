"""hf.ReLUSquaredActivation -> F.rrelu -> ReLU6: synthesised by warpgym synth (seed 7, index 758, transformers#3, dim 0 x608)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> F.rrelu -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.relu6_2 = nn.ReLU6()

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = F.rrelu(x)
        x = self.relu6_2(x)
        return x


def get_inputs():
    return [torch.randn(4864, 256, 128)]


def get_init_inputs():
    return []
