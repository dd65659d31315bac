"""torch.angle -> F.relu -> F.leaky_relu -> hf.NewGELUActivation -> F.softmax: synthesised by warpgym synth (seed 7, index 5307, transformers#5, dim 0 x240)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """torch.angle -> F.relu -> F.leaky_relu -> hf.NewGELUActivation -> F.softmax"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_3 = NewGELUActivation()

    def forward(self, x):
        x = torch.angle(x)
        x = F.relu(x)
        x = F.leaky_relu(x)
        x = self.newgeluactivation_3(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(3840, 32, 256)]


def get_init_inputs():
    return []
