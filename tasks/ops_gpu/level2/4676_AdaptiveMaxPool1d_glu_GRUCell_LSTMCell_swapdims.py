"""AdaptiveMaxPool1d -> F.glu -> GRUCell -> LSTMCell -> torch.swapdims: synthesised by warpgym synth (seed 8, index 375, torch#5, dim 0 x43)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> F.glu -> GRUCell -> LSTMCell -> torch.swapdims"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)
        self.grucell_2 = nn.GRUCell(hidden_size=2, input_size=2)
        self.lstmcell_3 = nn.LSTMCell(hidden_size=2, input_size=2)

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = F.glu(x)
        x = self.grucell_2(x)
        x = self.lstmcell_3(x)[0]
        x = torch.swapdims(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(11008, 512)]


def get_init_inputs():
    return []
