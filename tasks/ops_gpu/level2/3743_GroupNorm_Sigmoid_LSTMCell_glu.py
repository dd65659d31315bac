"""GroupNorm -> Sigmoid -> LSTMCell -> F.glu: synthesised by warpgym synth (seed 7, index 5874, torch#4, dim 0 x835)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> Sigmoid -> LSTMCell -> F.glu"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=256, num_groups=2)
        self.sigmoid_1 = nn.Sigmoid()
        self.lstmcell_2 = nn.LSTMCell(hidden_size=256, input_size=256)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.sigmoid_1(x)
        x = self.lstmcell_2(x)[0]
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(213760, 256)]


def get_init_inputs():
    return []
