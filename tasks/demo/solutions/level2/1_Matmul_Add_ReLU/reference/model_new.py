import torch
import torch.nn as nn

import cpu_extension


class ModelNew(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)  # holds weight/bias only; never called
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return cpu_extension.linear_add_relu(x, self.linear.weight, self.linear.bias, self.bias)
