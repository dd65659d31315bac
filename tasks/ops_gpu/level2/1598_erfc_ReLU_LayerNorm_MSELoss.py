"""torch.erfc -> ReLU -> LayerNorm -> MSELoss: synthesised by warpgym synth (seed 7, index 2189, torch#4, dim 0 x1409)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erfc -> ReLU -> LayerNorm -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()
        self.layernorm_2 = nn.LayerNorm(normalized_shape=256)
        self.mseloss_3 = nn.MSELoss()

    def forward(self, x, x1):
        x = torch.erfc(x)
        x = self.relu_1(x)
        x = self.layernorm_2(x)
        x = self.mseloss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(180352, 256), torch.randn(180352, 256)]


def get_init_inputs():
    return []
