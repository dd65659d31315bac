"""torch.sin -> torch.ldexp -> F.relu6 -> F.relu -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 961, transformers#5, dim 0 x519)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """torch.sin -> torch.ldexp -> F.relu6 -> F.relu -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_4 = ReLUSquaredActivation()

    def forward(self, x, x1):
        x = torch.sin(x)
        x = torch.ldexp(x, x1)
        x = F.relu6(x)
        x = F.relu(x)
        x = self.relusquaredactivation_4(x)
        return x


def get_inputs():
    return [torch.randn(8304, 32, 256), torch.randn(8304, 32, 256)]


def get_init_inputs():
    return []
