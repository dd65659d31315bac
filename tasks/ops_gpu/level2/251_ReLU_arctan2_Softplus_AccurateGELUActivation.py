"""ReLU -> torch.arctan2 -> Softplus -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 388, transformers#4, dim 0 x334)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """ReLU -> torch.arctan2 -> Softplus -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.softplus_2 = nn.Softplus()
        self.accurategeluactivation_3 = AccurateGELUActivation()

    def forward(self, x, x1):
        x = self.relu_0(x)
        x = torch.arctan2(x, x1)
        x = self.softplus_2(x)
        x = self.accurategeluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(85504, 256), torch.randn(85504, 256)]


def get_init_inputs():
    return []
