"""GRUCell -> torch.sgn -> ReLU: synthesised by warpgym synth (seed 8, index 270, torch#3, dim 0 x92)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GRUCell -> torch.sgn -> ReLU"""

    def __init__(self):
        super().__init__()
        self.grucell_0 = nn.GRUCell(hidden_size=512, input_size=512)
        self.relu_2 = nn.ReLU()

    def forward(self, x):
        x = self.grucell_0(x)
        x = torch.sgn(x)
        x = self.relu_2(x)
        return x


def get_inputs():
    return [torch.randn(23552, 512)]


def get_init_inputs():
    return []
